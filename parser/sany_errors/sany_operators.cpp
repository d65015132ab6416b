// SANY's operator table (sany_operators.h): precedences in SANY's units (tenths), synonyms to canonical names.
#include "sany_operators.h"

#include <string>
#include <unordered_map>

namespace tlacore::sany_errors {

namespace {

constexpr bool L = true, N = false;

// id, low, high, left-associative, fix
const Operator kOperators[] = {
    {"[", 160, 160, L, N, Fix::Postfix},      {".", 170, 170, L, N, Fix::Infix},
    {"'", 150, 150, N, N, Fix::Postfix},      {"^", 140, 140, N, N, Fix::Infix},
    {"/", 130, 130, N, N, Fix::Infix},        {"*", 130, 130, L, N, Fix::Infix},
    {"-", 110, 110, L, N, Fix::Infix},        {"-.", 120, 120, N, N, Fix::Prefix},
    {"+", 100, 100, L, N, Fix::Infix},        {"=", 50, 50, N, N, Fix::Infix},
    {"\\lnot", 40, 40, L, N, Fix::Prefix},    {"\\land", 30, 30, L, N, Fix::Infix},
    {"\\lor", 30, 30, L, N, Fix::Infix},      {"~>", 20, 20, N, N, Fix::Infix},
    {"=>", 10, 10, N, N, Fix::Infix},         {"[]", 40, 150, N, N, Fix::Prefix},
    {"<>", 40, 150, N, N, Fix::Prefix},       {"ENABLED", 40, 150, N, N, Fix::Prefix},
    {"UNCHANGED", 40, 150, N, N, Fix::Prefix}, {"SUBSET", 100, 130, N, N, Fix::Prefix},
    {"UNION", 100, 130, N, N, Fix::Prefix},   {"DOMAIN", 100, 130, N, N, Fix::Prefix},
    {"^+", 150, 150, N, N, Fix::Postfix},     {"^*", 150, 150, N, N, Fix::Postfix},
    {"^#", 150, 150, N, N, Fix::Postfix},     {"\\cdot", 50, 140, L, N, Fix::Infix},
    {"\\equiv", 20, 20, N, N, Fix::Infix},    {"-+->", 20, 20, N, N, Fix::Infix},
    {"/=", 50, 50, N, N, Fix::Infix},         {"\\subseteq", 50, 50, N, N, Fix::Infix},
    {"\\in", 50, 50, N, N, Fix::Infix},       {"\\notin", 50, 50, N, N, Fix::Infix},
    {"<", 50, 50, N, N, Fix::Infix},          {"\\leq", 50, 50, N, N, Fix::Infix},
    {">", 50, 50, N, N, Fix::Infix},          {"\\geq", 50, 50, N, N, Fix::Infix},
    {"\\times", 100, 130, L, N, Fix::Nfix},   {"\\", 80, 80, N, N, Fix::Infix},
    {"\\intersect", 80, 80, L, N, Fix::Infix}, {"\\union", 80, 80, L, N, Fix::Infix},
    {"...", 90, 90, N, N, Fix::Infix},        {"..", 90, 90, N, N, Fix::Infix},
    {"|", 100, 110, L, N, Fix::Infix},        {"||", 100, 110, L, N, Fix::Infix},
    {"&&", 130, 130, L, N, Fix::Infix},       {"&", 130, 130, L, N, Fix::Infix},
    {"$$", 90, 130, L, N, Fix::Infix},        {"$", 90, 130, L, N, Fix::Infix},
    {"??", 90, 130, L, N, Fix::Infix},        {"%%", 100, 110, L, N, Fix::Infix},
    {"%", 100, 110, N, N, Fix::Infix},        {"##", 90, 130, L, N, Fix::Infix},
    {"++", 100, 100, L, N, Fix::Infix},       {"--", 110, 110, L, N, Fix::Infix},
    {"**", 130, 130, L, N, Fix::Infix},       {"//", 130, 130, N, N, Fix::Infix},
    {"^^", 140, 140, N, N, Fix::Infix},       {"@@", 60, 60, L, N, Fix::Infix},
    {"!!", 90, 130, N, N, Fix::Infix},        {"|-", 50, 50, N, N, Fix::Infix},
    {"|=", 50, 50, N, N, Fix::Infix},         {"-|", 50, 50, N, N, Fix::Infix},
    {"=|", 50, 50, N, N, Fix::Infix},         {"<:", 70, 70, N, N, Fix::Infix},
    {":>", 70, 70, N, N, Fix::Infix},         {":=", 50, 50, N, N, Fix::Infix},
    {"::=", 50, 50, N, N, Fix::Infix},        {"\\oplus", 100, 100, L, N, Fix::Infix},
    {"\\ominus", 110, 110, L, N, Fix::Infix}, {"\\odot", 130, 130, L, N, Fix::Infix},
    {"\\oslash", 130, 130, N, N, Fix::Infix}, {"\\otimes", 130, 130, L, N, Fix::Infix},
    {"\\uplus", 90, 130, L, N, Fix::Infix},   {"\\sqcap", 90, 130, L, N, Fix::Infix},
    {"\\sqcup", 90, 130, L, N, Fix::Infix},   {"\\div", 130, 130, N, N, Fix::Infix},
    {"\\wr", 90, 140, N, N, Fix::Infix},      {"\\star", 130, 130, L, N, Fix::Infix},
    {"\\o", 130, 130, L, N, Fix::Infix},      {"\\bigcirc", 130, 130, L, N, Fix::Infix},
    {"\\bullet", 130, 130, L, N, Fix::Infix}, {"\\prec", 50, 50, N, N, Fix::Infix},
    {"\\succ", 50, 50, N, N, Fix::Infix},     {"\\preceq", 50, 50, N, N, Fix::Infix},
    {"\\succeq", 50, 50, N, N, Fix::Infix},   {"\\sim", 50, 50, N, N, Fix::Infix},
    {"\\simeq", 50, 50, N, N, Fix::Infix},    {"\\ll", 50, 50, N, N, Fix::Infix},
    {"\\gg", 50, 50, N, N, Fix::Infix},       {"\\asymp", 50, 50, N, N, Fix::Infix},
    {"\\subset", 50, 50, N, N, Fix::Infix},   {"\\supset", 50, 50, N, N, Fix::Infix},
    {"\\supseteq", 50, 50, N, N, Fix::Infix}, {"\\approx", 50, 50, N, N, Fix::Infix},
    {"\\cong", 50, 50, N, N, Fix::Infix},     {"\\sqsubset", 50, 50, N, N, Fix::Infix},
    {"\\sqsubseteq", 50, 50, N, N, Fix::Infix}, {"\\sqsupset", 50, 50, N, N, Fix::Infix},
    {"\\sqsupseteq", 50, 50, N, N, Fix::Infix}, {"\\doteq", 50, 50, N, N, Fix::Infix},
    {"\\propto", 50, 50, N, N, Fix::Infix},
};

// Other spellings of an operator, canonical name first.
const std::initializer_list<std::string_view> kSynonyms[] = {
    {"\\lnot", "~", "\\neg", "¬"}, {"[]", "□"}, {"<>", "◇"}, {"\\land", "/\\", "∧"}, {"\\lor", "\\/", "∨"},
    {"\\equiv", "<=>", "≡", "⇔"}, {"/=", "#", "≠"}, {"\\leq", "<=", "=<", "≤"}, {"\\geq", ">=", "≥"},
    {"\\times", "\\X", "×"}, {"\\intersect", "\\cap", "∩"}, {"\\union", "\\cup", "∪"}, {"\\o", "\\circ", "∘"},
    {"\\oplus", "(+)", "⊕"}, {"\\ominus", "(-)", "⊖"}, {"\\odot", "(.)", "⊙"}, {"\\oslash", "(/)", "⊘"},
    {"\\otimes", "(\\X)", "⊗"}, {"\\approx", "≈"}, {":=", "≔"}, {"\\asymp", "≍"}, {"\\bigcirc", "◯"},
    {"::=", "⩴"}, {"\\bullet", "●"}, {"\\cdot", "⋅"}, {"\\cong", "≅"}, {"\\div", "÷"}, {"\\doteq", "≐"},
    {"..", "‥"}, {"...", "…"}, {"!!", "‼"}, {"\\gg", "≫"}, {"=>", "⇒"}, {"\\in", "∈"}, {"=|", "⫤"},
    {"~>", "↝"}, {"\\ll", "≪"}, {"-|", "⊣"}, {"\\notin", "∉"}, {"-+->", "⇸"}, {"\\prec", "≺"},
    {"\\preceq", "⪯"}, {"\\propto", "∝"}, {"??", "⁇"}, {"|=", "⊨"}, {"|-", "⊢"}, {"\\sim", "∼"},
    {"\\simeq", "≃"}, {"\\sqcap", "⊓"}, {"\\sqcup", "⊔"}, {"\\sqsubset", "⊏"}, {"\\sqsubseteq", "⊑"},
    {"\\sqsupset", "⊐"}, {"\\sqsupseteq", "⊒"}, {"\\star", "⋆"}, {"\\subset", "⊂"}, {"\\subseteq", "⊆"},
    {"\\succ", "≻"}, {"\\succeq", "⪰"}, {"\\supset", "⊃"}, {"\\supseteq", "⊇"}, {"\\uplus", "⊎"},
    {"||", "‖"}, {"\\wr", "≀"}, {"^+", "⁺"},
};

const std::unordered_map<std::string_view, const Operator *> &table() {
  static const std::unordered_map<std::string_view, const Operator *> byName = [] {
    std::unordered_map<std::string_view, const Operator *> m;
    for (const Operator &op : kOperators)
      m.emplace(op.id, &op);
    for (const auto &names : kSynonyms) {
      auto canonical = m.find(*names.begin());
      if (canonical == m.end())
        continue;
      for (std::string_view n : names)
        m.emplace(n, canonical->second);
    }
    return m;
  }();
  return byName;
}

} // namespace

const Operator *operatorSpelled(std::string_view spelling) {
  auto it = table().find(spelling);
  return it == table().end() ? nullptr : it->second;
}

const Operator *mixfix(const Operator *op) {
  if (op->isPrefix())
    return op;
  return operatorSpelled(std::string(op->id) + ".");
}

const Operator &functionApplication() { return *operatorSpelled("["); }

const Operator &voidOperator() {
  static const Operator kVoid{"$$_void", 0, 0, false, false, Fix::Infix};
  return kVoid;
}

} // namespace tlacore::sany_errors
