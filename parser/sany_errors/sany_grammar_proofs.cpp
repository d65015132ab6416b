// SANY's productions for proofs: steps, BY/USE/HIDE, step levels (tla+.jj).
#include "sany_grammar.h"

namespace tlacore::sany_errors {

int Grammar::levelOf(const Token &t) {
  const std::string &im = t.image;
  if (im.size() < 2)
    return 0;
  if (im[1] == '*')
    return -1;
  if (im[1] == '+')
    return -2;
  size_t close = im.find('>');
  try {
    return std::stoi(im.substr(1, close - 1));
  } catch (...) {
    return 0;
  }
}

bool Grammar::beginsProof(const Token &t) {
  const std::string &im = t.image;
  if (im.size() < 2)
    return false;
  if (im[1] == '*')
    return proofDepth_ < 0;
  if (im[1] == '+')
    return true;
  switch (t.kind) {
  case Kind::ProofStep:
  case Kind::BareLevel:
  case Kind::UnnumberedStep:
  case Kind::ProofStepDot:
    if (proofDepth_ < 0)
      return true;
    return proofLevels_[static_cast<size_t>(proofDepth_)] >= 0 &&
           levelOf(t) > proofLevels_[static_cast<size_t>(proofDepth_)];
  case Kind::By:
  case Kind::Proof:
  case Kind::Obvious:
  case Kind::Omitted:
    return true;
  default:
    return false;
  }
}

bool Grammar::correctLevel(const Token &t) {
  int level = levelOf(t);
  int last = proofDepth_ > 0 ? proofLevels_[static_cast<size_t>(proofDepth_ - 1)] : -1;
  int &current = proofLevels_[static_cast<size_t>(proofDepth_)];
  switch (level) {
  case -1:
    if (current < 0)
      current = last + 1;
    return true;
  case -2:
    if (current < 0) {
      current = last + 1;
      return true;
    }
    return false;
  default:
    if (current < 0) {
      current = level;
      return level > last;
    }
    return current == level;
  }
}

void Grammar::proof() {
  if (++proofDepth_ >= 100)
    failWith("Proofs nested more than 100deep.");
  proofLevels_[static_cast<size_t>(proofDepth_)] = -1;
  bpa("Proof");
  Kind a = kind(1), b = kind(2);
  lookahead(a == Kind::Proof ? 2 : 1);
  if (a == Kind::By || b == Kind::By) {
    useOrHideOrBy();
  } else if ((a == Kind::Proof && (b == Kind::Obvious || b == Kind::Omitted)) || a == Kind::Obvious ||
             a == Kind::Omitted) {
    if (a == Kind::Proof)
      consume(Kind::Proof);
    consumeIf(true);
  } else if (a == Kind::Proof || stepStart(a)) {
    lookahead(a == Kind::Proof ? 2 : 1);
    if (a == Kind::Proof && stepStart(b))
      consume(Kind::Proof);
    while (kind(2) != Kind::Qed) {
      step();
      expecting_ = "a proof step";
    }
    qedStep();
  } else {
    fail();
  }
  epa();
  --proofDepth_;
}

void Grammar::useOrHideOrBy() {
  bpa("UseOrHideOrBy");
  bool terminal = false;
  Kind a = kind(1);
  if (a == Kind::Proof || a == Kind::By) {
    if (a == Kind::Proof)
      consume(Kind::Proof);
    consume(Kind::By);
    terminal = true;
    if (kind(1) == Kind::Only)
      consume(Kind::Only);
  } else if (a == Kind::Use) {
    consume(Kind::Use);
    if (kind(1) == Kind::Only)
      consume(Kind::Only);
  } else {
    consume(Kind::Hide);
  }
  expecting_ = "an expression, `MODULE' or `DEF'";
  auto item = [this] {
    if (kind(1) == Kind::Module) {
      consume(Kind::Module);
      expecting_ = "identifier";
      identifier();
    } else {
      expression();
    }
  };
  if (kind(1) == Kind::Module || firstExpression(kind(1))) {
    item();
    while (kind(1) == Kind::Comma) {
      consume(Kind::Comma);
      expecting_ = "MODULE or expression";
      item();
      expecting_ = terminal ? "comma, DEF, or [.]" : "comma, DEF, or proof step";
    }
  }
  if (kind(1) == Kind::Df) {
    consume(Kind::Df);
    expecting_ = "MODULE or expression";
    item();
    while (kind(1) == Kind::Comma) {
      consume(Kind::Comma);
      expecting_ = "MODULE or expression";
      item();
      expecting_ = terminal ? "comma or [.]" : "comma or proof step";
    }
  }
  if (terminal)
    expecting_ = "[.]";
  epa();
}

void Grammar::qedStep() {
  bpa("QED step");
  expecting_ = "Step number";
  stepStartToken();
  if (!correctLevel(tok(0)))
    failWith(location(tok(0)) + ": QED step's number has bad level.");
  expecting_ = "QED";
  consume(Kind::Qed);
  if (beginsProof(tok(1)))
    proof();
  epa();
}

void Grammar::step() {
  bpa("Step");
  expecting_ = "Step number";
  stepStartToken();
  if (!correctLevel(tok(0)))
    failWith(location(tok(0)) + ": step's number has bad level.");
  expecting_ = "proof step";
  bool mayHaveProof = false;
  Kind a = kind(1);
  if (a == Kind::Use || a == Kind::Hide) {
    useOrHideOrBy();
  } else if (a == Kind::Instance) {
    instantiation();
  } else if (a == Kind::DefBreak || a == Kind::Define) {
    defStep();
  } else if (a == Kind::Have) {
    haveStep();
  } else if (a == Kind::Take) {
    takeStep();
  } else if (a == Kind::Witness) {
    witnessStep();
  } else if (a == Kind::Pick) {
    pickStep();
    mayHaveProof = true;
  } else if (a == Kind::Case) {
    caseStep();
    mayHaveProof = true;
  } else if (a == Kind::Suffices || a == Kind::Assume || a == Kind::BoxAssume || firstExpression(a)) {
    assertStep();
    mayHaveProof = true;
  } else {
    fail();
  }
  if (beginsProof(tok(1))) {
    if (!mayHaveProof)
      failWith(location(tok(0)) + ": proof of step that does not take a proof.");
    proof();
  }
  epa();
}

void Grammar::defStep() {
  bpa("DefStep");
  if (kind(1) == Kind::Define)
    consume(Kind::Define);
  do
    operatorOrFunctionDefinition();
  while (laDefinition());
  epa();
}

void Grammar::haveStep() {
  bpa("HaveStep");
  consume(Kind::Have);
  expecting_ = "expression";
  expression();
  epa();
}

void Grammar::takeStep() {
  bpa("TakeStep");
  consume(Kind::Take);
  expecting_ = "identifier";
  if (laIdentifierList(Kind::In) || kind(1) == Kind::LTuple) {
    quantBound();
    expecting_ = "comma or step";
    while (kind(1) == Kind::Comma) {
      consume(Kind::Comma);
      expecting_ = "identifier or tuple of identifiers";
      quantBound();
      expecting_ = "comma or proof step";
    }
  } else {
    identifier();
    expecting_ = "comma or proof step";
    while (kind(1) == Kind::Comma) {
      consume(Kind::Comma);
      expecting_ = "identifier";
      identifier();
      expecting_ = "comma or proof step";
    }
  }
  epa();
}

void Grammar::witnessStep() {
  bpa("WitnessStep");
  consume(Kind::Witness);
  expecting_ = "expression";
  expression();
  while (kind(1) == Kind::Comma) {
    consume(Kind::Comma);
    expecting_ = "expression";
    expression();
    expecting_ = "comma or colon";
  }
  epa();
}

void Grammar::pickStep() {
  bpa("PickStep");
  consume(Kind::Pick);
  expecting_ = "identifier";
  if (laIdentifierList(Kind::Colon)) {
    identifier();
    expecting_ = "comma, or colon";
    while (kind(1) == Kind::Comma) {
      consume(Kind::Comma);
      expecting_ = "identifier";
      identifier();
      expecting_ = "comma or colon";
    }
  } else {
    quantBound();
    expecting_ = "comma or colon";
    while (kind(1) == Kind::Comma) {
      consume(Kind::Comma);
      expecting_ = "identifier or tuple of identifiers";
      quantBound();
      expecting_ = "comma or colon";
    }
  }
  consume(Kind::Colon);
  expecting_ = "expression";
  expression();
  epa();
}

void Grammar::caseStep() {
  bpa("CaseStep");
  consume(Kind::Case);
  expecting_ = "expression";
  expression();
  epa();
}

void Grammar::assertStep() {
  bpa("AssertStep");
  if (kind(1) == Kind::Suffices) {
    consume(Kind::Suffices);
    expecting_ = "expression or ASSUME/PROVE";
  }
  if (firstExpression(kind(1)))
    expression();
  else if (kind(1) == Kind::Assume || kind(1) == Kind::BoxAssume)
    assumeProve();
  else
    fail();
  epa();
}

} // namespace tlacore::sany_errors
