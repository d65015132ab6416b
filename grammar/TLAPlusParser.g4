// TLA+ 2 parser grammar, as SANY 1.8.0 accepts it.
// Expressions are parsed as flat operator sequences (term (infixOp term)*);
// parser/transform resolves precedence with SANY's operator ranges, which is
// also where conflicting combinations such as `a /\ b \/ c` are reported.
// Junction lists arrive as JLIST_BEGIN (BULLET_AND expr)+ JLIST_END from the
// token source, which tracks bullet columns the way SANY does.
parser grammar TLAPlusParser;

options { tokenVocab = TLAPlusLexer; }

// ---- modules -------------------------------------------------------------------
moduleFile : module EOF ;

module
  : SEPARATOR MODULE name=IDENT SEPARATOR extendsList? unit* MODULE_END
  ;

extendsList : EXTENDS IDENT (COMMA IDENT)* ;

unit
  : variableDecl
  | constantDecl
  | recursiveDecl
  | useOrHide
  | LOCAL? moduleDefinition
  | LOCAL? instance
  | LOCAL? functionDefinition
  | LOCAL? operatorDefinition
  | assumption
  | theorem
  | module
  | SEPARATOR
  ;

variableDecl : (VARIABLE | VARIABLES) IDENT (COMMA IDENT)* ;
constantDecl : (CONSTANT | CONSTANTS) opDecl (COMMA opDecl)* ;
recursiveDecl : RECURSIVE opDecl (COMMA opDecl)* ;

// A declared operator with its arity: c, F(_, _), -. _, _ + _, _ ^+
opDecl
  : boundName LPAREN UNDERSCORE (COMMA UNDERSCORE)* RPAREN   # opDeclNonfix
  | boundName                                                # opDeclIdent
  | prefixOp UNDERSCORE                                  # opDeclPrefix
  | UNDERSCORE infixOp UNDERSCORE                        # opDeclInfix
  | UNDERSCORE postfixOp                                 # opDeclPostfix
  ;

operatorDefinition
  : defName (LPAREN opParam (COMMA opParam)* RPAREN)? DEFEQ body=expr # nonfixDefinition
  | prefixOp IDENT DEFEQ body=expr                                      # prefixDefinition
  | lhs=IDENT infixOp rhs=IDENT DEFEQ body=expr                         # infixDefinition
  | IDENT postfixOp DEFEQ body=expr                                     # postfixDefinition
  ;

opParam : opDecl ;

// Built-in names are accepted here so that redefining them is reported as a
// semantic error (SANY 4202), not a syntax error.
defName : boundName ;

// SANY's Identifier(): its lexer reads TRUE, FALSE, BOOLEAN, STRING and @ as
// identifiers, so they are accepted wherever a name is bound or declared; the
// semantic analysis reports the clash with the built-in (SANY 4201).
boundName : IDENT | builtinName | AT ;
builtinName : TRUE | FALSE | BOOLEAN | STRING_SET ;

functionDefinition
  : IDENT LBRACKET quantBound (COMMA quantBound)* RBRACKET DEFEQ body=expr
  ;

moduleDefinition
  : IDENT (LPAREN opParam (COMMA opParam)* RPAREN)? DEFEQ instance
  ;

instance : INSTANCE IDENT (WITH substitution (COMMA substitution)*)? ;

substitution : substTarget LARROW argument ;
substTarget : IDENT | prefixOp | infixOp | postfixOp ;

assumption : (ASSUME | ASSUMPTION | AXIOM) (IDENT DEFEQ)? expr ;

theorem
  : (THEOREM | PROPOSITION | LEMMA | COROLLARY) (IDENT DEFEQ)? (assumeProve | expr) proof?
  ;

// ---- proofs (parsed so that specs with proofs load; not checked) -----------------------------
assumeProve
  : ASSUME assumeItem (COMMA assumeItem)* PROVE expr
  ;
assumeItem
  : IDENT DCOLON assumeProve
  | assumeProve
  | newDecl
  | expr
  ;
newDecl
  : NEW (CONSTANT | VARIABLE | STATE | ACTION | TEMPORAL)? (IDENT SET_IN expr | opDecl)
  | (CONSTANT | VARIABLE | STATE | ACTION | TEMPORAL) (IDENT SET_IN expr | opDecl)
  ;

// Proof steps are kept flat: nesting is given by the step levels, which
// are not checked here.
proof : proofItem+ ;
proofItem
  : PROOF
  | BY ONLY? useBody
  | OBVIOUS
  | OMITTED
  | STEP_LABEL (QED | stepBody)
  ;
stepBody
  : useOrHide
  | DEFINE? (moduleDefinition | functionDefinition | operatorDefinition)+
  | instance
  | HAVE expr
  | TAKE (quantBound (COMMA quantBound)* | IDENT (COMMA IDENT)*)
  | WITNESS expr (COMMA expr)*
  | PICK (quantBound (COMMA quantBound)* | IDENT (COMMA IDENT)*) COLON expr
  | CASE expr
  | SUFFICES? (assumeProve | expr)
  ;

useOrHide : (USE | HIDE) ONLY? useBody ;
useBody
  : useItem (COMMA useItem)* ((DEF | DEFS) defItem (COMMA defItem)*)?
  | (DEF | DEFS) defItem (COMMA defItem)*
  ;
useItem : MODULE IDENT | expr ;
defItem : MODULE IDENT | nameExpr | prefixOp | infixOp | postfixOp ;

// ---- expressions ----------------------------------------------------------------------------
expr : term (infixOp term)* ;

term : prefixOp* primary suffix* ;

suffix
  : LBRACKET expr (COMMA expr)* RBRACKET   # fcnAppSuffix
  | DOT fieldName                          # fieldSuffix
  | postfixOp                              # postfixSuffix
  ;

// A field name: SANY's IDENTIFIER (TRUE, FALSE, BOOLEAN, STRING and @ are identifiers to it).
plainFieldName : IDENT | builtinName | AT ;
// After `.`, and first in a record constructor, SANY turns a keyword into an identifier (its isFieldNameToken).
fieldName : plainFieldName | keywordAsName ;
// After `!.` in EXCEPT: SANY rejects `!.@` ("@ used in !.@").
exceptField : IDENT | keywordAsName | builtinName ;
// The keywords of SANY's isFieldNameToken (ACTION through EXCEPT, EXTENDS, IF through SF_, STATE, THEN through
// WITH, _, and the prefix words ENABLED, UNCHANGED, SUBSET, UNION, DOMAIN).
keywordAsName
  : ACTION | ASSUME | ASSUMPTION | AXIOM | CASE | CHOOSE | CONSTANT | CONSTANTS | ELSE | EXCEPT | EXTENDS
  | IF | INSTANCE | LET | IN | LOCAL | MODULE | NEW | OTHER | PROPOSITION | LEMMA | COROLLARY | SF | STATE
  | THEN | BY | ONLY | DEFINE | DEF | DEFS | THEOREM | USE | HIDE | HAVE | OBVIOUS | OMITTED | LAMBDA | TAKE
  | PROOF | PROVE | QED | RECURSIVE | TEMPORAL | PICK | WITNESS | SUFFICES | VARIABLE | VARIABLES | WF | WITH
  | UNDERSCORE | ENABLED | UNCHANGED | SUBSET | UNION | DOMAIN
  ;

primary
  : NUMBER                                                             # numberExpr
  | DECIMAL                                                            # decimalExpr
  | (BIN_NUMBER | OCT_NUMBER | HEX_NUMBER)                             # radixNumberExpr
  | STRING                                                             # stringExpr
  | (TRUE | FALSE)                                                     # boolExpr
  | (BOOLEAN | STRING_SET)                                             # builtinSetExpr
  | AT                                                                 # atExpr
  | label=IDENT (LPAREN IDENT (COMMA IDENT)* RPAREN)? DCOLON expr      # labelExpr
  | nameExpr                                                           # nameRefExpr
  | infixOp arguments                                                  # nonfixOpExpr
  | infixOp (BANG nameSegment)+                                        # opPathExpr
  | LPAREN expr RPAREN                                                 # parenExpr
  | JLIST_BEGIN (BULLET_AND expr)+ JLIST_END                           # conjListExpr
  | JLIST_BEGIN (BULLET_OR expr)+ JLIST_END                            # disjListExpr
  | (FORALL | EXISTS) quantBound (COMMA quantBound)* COLON expr        # boundedQuantExpr
  | (FORALL | EXISTS) boundName (COMMA boundName)* COLON expr          # unboundedQuantExpr
  | (TFORALL | TEXISTS) boundName (COMMA boundName)* COLON expr        # temporalQuantExpr
  | CHOOSE identOrTuple (SET_IN expr)? COLON expr                      # chooseExpr
  | IF expr THEN expr ELSE expr                                        # ifExpr
  | CASE caseArm (BOX caseArm)* (BOX OTHER ARROW expr)?                # caseExpr
  | LET letUnit+ IN expr                                               # letExpr
  | LAMBDA boundName (COMMA boundName)* COLON expr                     # lambdaExpr
  | LBRACE RBRACE                                                      # emptySetExpr
  | LBRACE identOrTuple SET_IN expr COLON expr RBRACE                  # setFilterExpr
  | LBRACE expr COLON quantBound (COMMA quantBound)* RBRACE            # setMapExpr
  | LBRACE expr (COMMA expr)* RBRACE                                   # setEnumExpr
  | LBRACKET quantBound (COMMA quantBound)* MAPSTO expr RBRACKET       # fcnCtorExpr
  | LBRACKET fieldName MAPSTO expr (COMMA plainFieldName MAPSTO expr)* RBRACKET   # recordExpr
  | LBRACKET plainFieldName COLON expr (COMMA plainFieldName COLON expr)* RBRACKET # recordSetExpr
  | LBRACKET expr EXCEPT exceptSpec (COMMA exceptSpec)* RBRACKET       # exceptExpr
  | LBRACKET expr ARROW expr RBRACKET                                  # fcnSetExpr
  | LBRACKET expr RBRACKET_SUB subscript                               # boxActionExpr
  | LANGLE (expr (COMMA expr)*)? RANGLE_SUB subscript                  # angleActionExpr
  | LANGLE (expr (COMMA expr)*)? RANGLE                                # tupleExpr
  | (WF | SF) fairnessSubscript LPAREN expr RPAREN                     # fairnessExpr
  | STEP_LABEL (BANG nameSegment)*                                    # stepRefExpr
  // A postfix operator applied in prefix form, ^+(a) (test204 of TLC's suite); not '(a).
  | (PLUS_SUP | STAR_SUP | HASH_SUP) arguments                         # postfixApplyExpr
  // An operator symbol alone (SANY's PrimitiveExp): E == ' or E == + parse,
  // and the semantic analysis reports the missing arguments. A lone `-` is
  // SANY's prefix minus, which needs an operand.
  | (postfixOp | {_input->LA(1) != TLAPlusParser::MINUS}? infixOp)      # opSymbolExpr
  ;

// A name, possibly through instances and with arguments: x, Op(a, b), I!Op, I(x)!Op(y), Op!1
nameExpr : IDENT arguments? (BANG nameSegment)* ;
nameSegment
  : (IDENT | NUMBER | prefixOp | postfixOp | builtinName) arguments?
  | infixOp arguments?
  | arguments
  | COLON | LANGLE | RANGLE | AT
  ;
arguments : LPAREN argument (COMMA argument)* RPAREN ;

// An operator argument: an expression, or an operator symbol passed by name.
argument : expr | prefixOp | infixOp | postfixOp ;

// The subscript of [A]_v, <<A>>_v, WF_v(A): SANY's ReducedExpression, a name
// (TRUE and @ too), a tuple, a parenthesised expression, or a {...} or [...] form.
subscript
  : boundName arguments? (BANG nameSegment)*
  | LANGLE (expr (COMMA expr)*)? RANGLE
  | LPAREN expr RPAREN
  | {_input->LA(1) == TLAPlusParser::LBRACE || _input->LA(1) == TLAPlusParser::LBRACKET}? primary
  ;

// The same for WF_v(A) and SF_v(A), in rules of their own: they are always
// followed by `(`, which SLL prediction can then see when it decides whether
// `v(...)` or `I!v(...)` has arguments (with the shared rules, WF_vars(Next)
// and WF_I!vars(Next) failed in SLL mode).
fairnessSubscript
  : boundName arguments? (BANG fairnessSegment)*
  | LANGLE (expr (COMMA expr)*)? RANGLE
  | LPAREN expr RPAREN
  | {_input->LA(1) == TLAPlusParser::LBRACE || _input->LA(1) == TLAPlusParser::LBRACKET}? primary
  ;
fairnessSegment
  : (IDENT | NUMBER | prefixOp | postfixOp | builtinName) arguments?
  | infixOp arguments
  | arguments
  | COLON | LANGLE | RANGLE | AT
  ;

// An empty tuple <<>> is SANY's too (its IdentifierTuple).
identOrTuple : boundName | LANGLE (boundName (COMMA boundName)*)? RANGLE ;

quantBound
  : LANGLE (boundName (COMMA boundName)*)? RANGLE SET_IN expr
  | boundName (COMMA boundName)* SET_IN expr
  ;

caseArm : expr ARROW expr ;

letUnit
  : recursiveDecl
  | moduleDefinition
  | functionDefinition
  | operatorDefinition
  ;

exceptSpec : BANG exceptPath+ EQ expr ;
exceptPath
  : DOT exceptField
  | LBRACKET expr (COMMA expr)* RBRACKET
  ;

// ---- operator symbols -----------------------------------------------------------------------
prefixOp : NOT | MINUS | BOX | DIAMOND | DOMAIN | ENABLED | SUBSET | UNCHANGED | UNION | MINUS_DOT ;

postfixOp : PRIME | PLUS_SUP | STAR_SUP | HASH_SUP ;

infixOp
  : AND | OR | IMPLIES | EQUIV | EQ | NEQ | LT | GT | LEQ | GEQ | LEADSTO | PLUS_ARROW
  | SET_IN | NOTIN | SUBSETEQ | SUBSET_OP | SUPSETEQ | SUPSET | CAP | CUP | SETMINUS | TIMES
  | PLUS | MINUS | STAR | SLASH | CARET | DOTDOT | DOTDOTDOT | PERCENT | DIV | CIRC
  | COLON_GT | AT_AT | LT_COLON | PLUS_PLUS | MINUS_MINUS | STAR_STAR | SLASH_SLASH
  | CARET_CARET | PERCENT_PERCENT | AMP | AMP_AMP | DOLLAR | DOLLAR_DOLLAR | HASH_HASH
  | BANG_BANG | QQ | PIPE | PIPE_PIPE | TURNSTILE | MODELS | DASH_PIPE | EQ_PIPE | ASSIGN
  | COLON_COLON_EQ | OPLUS | OMINUS | ODOT | OSLASH | OTIMES | PREC | PRECEQ | SUCC | SUCCEQ
  | SQSUBSET | SQSUBSETEQ | SQSUPSET | SQSUPSETEQ | SQCAP | SQCUP | LL | GG | SIM | SIMEQ
  | APPROX | ASYMP | CONG | DOTEQ | PROPTO | UPLUS | WR | STAR_OP | BULLET_OP | BIGCIRC | CDOT
  ;
