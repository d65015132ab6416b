// TLA+ 2 lexer, the token half of tlacore's single source of TLA+ syntax.
// Context-sensitive parts (junction-list bullets, WF_/SF_ prefixes, the end
// of the module) are handled by parser/lex/junction_token_source, which sits
// between this lexer and the parser and emits the virtual tokens below.
lexer grammar TLAPlusLexer;

// DETACHED_MODULE: a MODULE that SANY does not read as part of a module header (junction_token_source).
tokens { JLIST_BEGIN, JLIST_END, BULLET_AND, BULLET_OR, UNTERMINATED_COMMENT, DETACHED_MODULE }

// ---- comments and layout -------------------------------------------------
// Comments nest. No part of a comment's text may read past an inner `(*`
// or `*)`: a `(` is only text when no `*` follows it, and a run of `*` only
// when no `)` follows it. Otherwise `.` could eat an inner `(*` and the
// outer comment would end at the inner `*)` even though it is never closed.
BLOCK_COMMENT : '(*' COMMENT_PART* '*'+ ')' -> skip ;
fragment COMMENT_PART
  : ~[(*]
  | '*'+ ~[()*]
  | '*'* '('+ ~[(*]
  | '*'* '('* BLOCK_COMMENT
  ;
LINE_COMMENT : '\\*' ~[\r\n]* -> skip ;
// SANY's SPEC mode skips only space, tab, CR and LF (tla+.jj's <SPEC> SKIP): a form feed
// or vertical tab there is a lexical error.
WS : [ \t\r\n]+ -> skip ;

// ---- module structure ------------------------------------------------------
SEPARATOR : '----' '-'* ;
MODULE_END : '====' '='* ;

// ---- keywords ----------------------------------------------------------------
ACTION : 'ACTION' ;
ASSUME : 'ASSUME' ;
ASSUMPTION : 'ASSUMPTION' ;
AXIOM : 'AXIOM' ;
BOOLEAN : 'BOOLEAN' ;
BY : 'BY' ;
CASE : 'CASE' ;
CHOOSE : 'CHOOSE' ;
CONSTANT : 'CONSTANT' ;
CONSTANTS : 'CONSTANTS' ;
COROLLARY : 'COROLLARY' ;
DEF : 'DEF' ;
DEFINE : 'DEFINE' ;
DEFS : 'DEFS' ;
DOMAIN : 'DOMAIN' ;
ELSE : 'ELSE' ;
ENABLED : 'ENABLED' ;
EXCEPT : 'EXCEPT' ;
EXTENDS : 'EXTENDS' ;
FALSE : 'FALSE' ;
HAVE : 'HAVE' ;
HIDE : 'HIDE' ;
IF : 'IF' ;
IN : 'IN' ;
INSTANCE : 'INSTANCE' ;
LAMBDA : 'LAMBDA' ;
LEMMA : 'LEMMA' ;
LET : 'LET' ;
LOCAL : 'LOCAL' ;
MODULE : 'MODULE' ;
NEW : 'NEW' ;
OBVIOUS : 'OBVIOUS' ;
OMITTED : 'OMITTED' ;
ONLY : 'ONLY' ;
OTHER : 'OTHER' ;
PICK : 'PICK' ;
PROOF : 'PROOF' ;
PROPOSITION : 'PROPOSITION' ;
PROVE : 'PROVE' ;
QED : 'QED' ;
RECURSIVE : 'RECURSIVE' ;
STATE : 'STATE' ;
STRING_SET : 'STRING' ;
SUBSET : 'SUBSET' ;
SUFFICES : 'SUFFICES' ;
TAKE : 'TAKE' ;
TEMPORAL : 'TEMPORAL' ;
THEN : 'THEN' ;
THEOREM : 'THEOREM' ;
TRUE : 'TRUE' ;
UNCHANGED : 'UNCHANGED' ;
UNION : 'UNION' ;
USE : 'USE' ;
VARIABLE : 'VARIABLE' ;
VARIABLES : 'VARIABLES' ;
WITH : 'WITH' ;
WITNESS : 'WITNESS' ;
// WF_ and SF_ are split off identifiers such as WF_vars by the token source.
WF : 'WF_' ;
SF : 'SF_' ;

// ---- numbers -------------------------------------------------------------------
NUMBER : [0-9]+ ;
// SANY has no `.5` (tlaplus/tlaplus#596): a decimal has digits before its point.
DECIMAL : [0-9]+ '.' [0-9]+ ;
BIN_NUMBER : ('\\b' | '\\B') [01]+ ;
OCT_NUMBER : ('\\o' | '\\O') [0-7]+ ;
HEX_NUMBER : ('\\h' | '\\H') [0-9a-fA-F]+ ;

// ---- quantifiers ------------------------------------------------------------------
FORALL : '\\A' | '\\forall' | '\u2200' ;
EXISTS : '\\E' | '\\exists' | '\u2203' ;
TFORALL : '\\AA' ;
TEXISTS : '\\EE' ;

// ---- proof step labels: <1>, <1>2, <1>a., <*>, <+> ----------------------------------
STEP_LABEL : '<' ([0-9]+ | '*' | '+') '>' [a-zA-Z0-9_]* '.'* ;

// ---- punctuation -----------------------------------------------------------------------
DEFEQ : '==' | '\u225C' ;
LPAREN : '(' ;
RPAREN : ')' ;
LBRACKET : '[' ;
RBRACKET : ']' ;
RBRACKET_SUB : ']_' ;
LBRACE : '{' ;
RBRACE : '}' ;
LANGLE : '<<' | '\u27E8' ;
RANGLE : '>>' | '\u27E9' ;
RANGLE_SUB : '>>_' | '\u27E9_' ;
COMMA : ',' ;
COLON : ':' ;
DCOLON : '::' | '\u2237' ;
DOT : '.' ;
BANG : '!' ;
AT : '@' ;
UNDERSCORE : '_' ;
ARROW : '->' | '\u2192' ;
MAPSTO : '|->' | '\u21A6' ;
LARROW : '<-' | '\u2190' ;
BOX : '[]' | '\u25A1' ;
DIAMOND : '<>' | '\u25C7' ;
PRIME : '\'' ;

// ---- operators -------------------------------------------------------------------------
AND : '/\\' | '\\land' | '\u2227' ;
OR : '\\/' | '\\lor' | '\u2228' ;
NOT : '~' | '\\lnot' | '\\neg' | '\u00AC' ;
IMPLIES : '=>' | '\u21D2' ;
EQUIV : '<=>' | '\\equiv' | '\u21D4' | '\u2261' ;
EQ : '=' ;
NEQ : '#' | '/=' | '\u2260' ;
LT : '<' ;
GT : '>' ;
LEQ : '<=' | '=<' | '\\leq' | '\u2264' ;
GEQ : '>=' | '\\geq' | '\u2265' ;
LEADSTO : '~>' | '\u219D' ;
PLUS_ARROW : '-+->' | '\u21F8' ;
SET_IN : '\\in' | '\u2208' ;
NOTIN : '\\notin' | '\u2209' ;
SUBSETEQ : '\\subseteq' | '\u2286' ;
SUBSET_OP : '\\subset' | '\u2282' ;
SUPSETEQ : '\\supseteq' | '\u2287' ;
SUPSET : '\\supset' | '\u2283' ;
CAP : '\\cap' | '\\intersect' | '\u2229' ;
CUP : '\\cup' | '\\union' | '\u222A' ;
SETMINUS : '\\' ;
TIMES : '\\X' | '\\times' | '\u00D7' ;
PLUS : '+' ;
MINUS : '-' ;
MINUS_DOT : '-.' ;
STAR : '*' ;
SLASH : '/' ;
CARET : '^' ;
DOTDOT : '..' | '\u2025' ;
DOTDOTDOT : '...' | '\u2026' ;
PERCENT : '%' ;
DIV : '\\div' | '\u00F7' ;
CIRC : '\\o' | '\\circ' | '\u2218' ;
COLON_GT : ':>' ;
AT_AT : '@@' ;
LT_COLON : '<:' ;
PLUS_PLUS : '++' ;
MINUS_MINUS : '--' ;
STAR_STAR : '**' ;
SLASH_SLASH : '//' ;
CARET_CARET : '^^' ;
PERCENT_PERCENT : '%%' ;
AMP : '&' ;
AMP_AMP : '&&' ;
DOLLAR : '$' ;
DOLLAR_DOLLAR : '$$' ;
HASH_HASH : '##' ;
BANG_BANG : '!!' | '\u203C' ;
QQ : '??' | '\u2047' ;
PIPE : '|' ;
PIPE_PIPE : '||' | '\u2016' ;
TURNSTILE : '|-' | '\u22A2' ;
MODELS : '|=' | '\u22A8' ;
DASH_PIPE : '-|' | '\u22A3' ;
EQ_PIPE : '=|' | '\u2AE4' ;
ASSIGN : ':=' | '\u2254' ;
COLON_COLON_EQ : '::=' | '\u2A74' ;
OPLUS : '(+)' | '\\oplus' | '\u2295' ;
OMINUS : '(-)' | '\\ominus' | '\u2296' ;
ODOT : '(.)' | '\\odot' | '\u2299' ;
OSLASH : '(/)' | '\\oslash' | '\u2298' ;
OTIMES : '(\\X)' | '\\otimes' | '\u2297' ;
PREC : '\\prec' | '\u227A' ;
PRECEQ : '\\preceq' | '\u2AAF' ;
SUCC : '\\succ' | '\u227B' ;
SUCCEQ : '\\succeq' | '\u2AB0' ;
SQSUBSET : '\\sqsubset' | '\u228F' ;
SQSUBSETEQ : '\\sqsubseteq' | '\u2291' ;
SQSUPSET : '\\sqsupset' | '\u2290' ;
SQSUPSETEQ : '\\sqsupseteq' | '\u2292' ;
SQCAP : '\\sqcap' | '\u2293' ;
SQCUP : '\\sqcup' | '\u2294' ;
LL : '\\ll' | '\u226A' ;
GG : '\\gg' | '\u226B' ;
SIM : '\\sim' | '\u223C' ;
SIMEQ : '\\simeq' | '\u2243' ;
APPROX : '\\approx' | '\u2248' ;
ASYMP : '\\asymp' | '\u224D' ;
CONG : '\\cong' | '\u2245' ;
DOTEQ : '\\doteq' | '\u2250' ;
PROPTO : '\\propto' | '\u221D' ;
UPLUS : '\\uplus' | '\u228E' ;
WR : '\\wr' | '\u2240' ;
STAR_OP : '\\star' | '\u22C6' ;
BULLET_OP : '\\bullet' | '\u25CF' ;
BIGCIRC : '\\bigcirc' | '\u25EF' ;
CDOT : '\\cdot' | '\u22C5' ;
PLUS_SUP : '^+' | '\u207A' ;
STAR_SUP : '^*' ;
HASH_SUP : '^#' ;

// ---- names and literals -------------------------------------------------------------------
// The Unicode sets are the identifiers Nat, Int and Real (the token source renames them).
NAT_SET : '\u2115' ;
INT_SET : '\u2124' ;
REAL_SET : '\u211D' ;
IDENT : [a-zA-Z0-9_]* [a-zA-Z] [a-zA-Z0-9_]* ;
// SANY's STRING_LITERAL: the escapes \n \t \r \f \\ \" only, no line end, and a backquote opening
// a section up to the next apostrophe that may hold anything (line ends and quotes too).
STRING : '"' STRING_PART* '"' ;
// A string SANY's lexer stops in: at a line end, a backslash not one of the escapes, or the end
// of the file (in a backquote section never closed). The front end reports it.
UNTERMINATED_STRING : '"' STRING_PART* ('`' ~[']*)? ;
fragment STRING_PART : ~["`\\\r\n] | '`' ~[']* '\'' | '\\' [ntrf\\"] ;

// Anything else is reported as an unexpected character by the front end.
ERROR_CHAR : . ;
