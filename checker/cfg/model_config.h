// ModelConfig: the plain data a TLC model configuration file (.cfg) describes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "source_manager.h"

namespace tlacore {

// A name written in the cfg (an operator, a constant, a module) and where.
struct CfgName {
  std::string name;
  SourceRange range;
};

// A value on the right of `Name = value`. Bare identifiers are model values.
struct CfgValue {
  enum class Kind : uint8_t { Int, String, Bool, ModelValue, Set, Tuple };

  Kind kind = Kind::ModelValue;
  int64_t intValue = 0;           // Kind::Int
  bool boolValue = false;         // Kind::Bool
  std::string text;               // Kind::String (contents, as written) or Kind::ModelValue (name)
  std::vector<CfgValue> elements; // Kind::Set and Kind::Tuple, in source order
  SourceRange range;

  static CfgValue makeInt(int64_t v, SourceRange r);
  static CfgValue makeString(std::string s, SourceRange r);
  static CfgValue makeBool(bool b, SourceRange r);
  static CfgValue makeModelValue(std::string name, SourceRange r);
  static CfgValue makeSet(std::vector<CfgValue> elems, SourceRange r);
  static CfgValue makeTuple(std::vector<CfgValue> elems, SourceRange r);

  // TLA+-like text: 3, -1, "s", TRUE, p1, {p1, p2}, <<1, 2>>.
  std::string toString() const;
};

// One entry of a CONSTANT(S) section.
//   N = 3                 Value
//   N = [Mod] 3           Value, module-scoped
//   F(1, a) = 2           Value for one argument tuple of an operator (args)
//   N <- Def              Substitution
//   N <- [Mod] Def        Substitution, module-scoped
// `name` may be a path through instances (`I!J!N`, joined with '!').
struct ConstantAssignment {
  enum class Kind : uint8_t { Value, Substitution };

  Kind kind = Kind::Value;
  std::string name;
  SourceRange range;             // the name (and its '!' path)
  std::vector<CfgValue> args;    // F(a, b) = v
  std::optional<CfgName> module; // [Mod]
  CfgValue value;                // Kind::Value
  CfgName substitute;            // Kind::Substitution: the operator that replaces `name`
};

struct ModelConfig {
  FileId file = 0;

  std::optional<CfgName> specification;
  std::optional<CfgName> init;
  std::optional<CfgName> next;

  std::vector<ConstantAssignment> constants; // source order, all CONSTANT(S) sections

  std::vector<CfgName> invariants;
  std::vector<CfgName> properties;
  std::vector<CfgName> constraints;
  std::vector<CfgName> actionConstraints;

  std::optional<CfgName> symmetry;
  std::optional<CfgName> view;
  std::optional<CfgName> alias;
  std::optional<CfgName> postcondition;

  std::optional<bool> checkDeadlock; // absent: TLC's default (checked)
  SourceRange checkDeadlockRange;
};

} // namespace tlacore
