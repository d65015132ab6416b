// CfgValue constructors and printing.
#include "model_config.h"

#include <utility>

namespace tlacore {

CfgValue CfgValue::makeInt(int64_t v, SourceRange r) {
  CfgValue out;
  out.kind = Kind::Int;
  out.intValue = v;
  out.range = r;
  return out;
}

CfgValue CfgValue::makeString(std::string s, SourceRange r) {
  CfgValue out;
  out.kind = Kind::String;
  out.text = std::move(s);
  out.range = r;
  return out;
}

CfgValue CfgValue::makeBool(bool b, SourceRange r) {
  CfgValue out;
  out.kind = Kind::Bool;
  out.boolValue = b;
  out.range = r;
  return out;
}

CfgValue CfgValue::makeModelValue(std::string name, SourceRange r) {
  CfgValue out;
  out.kind = Kind::ModelValue;
  out.text = std::move(name);
  out.range = r;
  return out;
}

CfgValue CfgValue::makeSet(std::vector<CfgValue> elems, SourceRange r) {
  CfgValue out;
  out.kind = Kind::Set;
  out.elements = std::move(elems);
  out.range = r;
  return out;
}

CfgValue CfgValue::makeTuple(std::vector<CfgValue> elems, SourceRange r) {
  CfgValue out;
  out.kind = Kind::Tuple;
  out.elements = std::move(elems);
  out.range = r;
  return out;
}

namespace {
void appendValue(std::string &out, const CfgValue &v) {
  switch (v.kind) {
  case CfgValue::Kind::Int:
    out += std::to_string(v.intValue);
    return;
  case CfgValue::Kind::String:
    out += '"';
    out += v.text;
    out += '"';
    return;
  case CfgValue::Kind::Bool:
    out += v.boolValue ? "TRUE" : "FALSE";
    return;
  case CfgValue::Kind::ModelValue:
    out += v.text;
    return;
  case CfgValue::Kind::Set:
  case CfgValue::Kind::Tuple: {
    bool set = v.kind == CfgValue::Kind::Set;
    out += set ? "{" : "<<";
    for (size_t i = 0; i < v.elements.size(); ++i) {
      if (i != 0)
        out += ", ";
      appendValue(out, v.elements[i]);
    }
    out += set ? "}" : ">>";
    return;
  }
  }
}
} // namespace

std::string CfgValue::toString() const {
  std::string out;
  appendValue(out, *this);
  return out;
}

} // namespace tlacore
