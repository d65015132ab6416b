// TLCGet("action")'s records of the actions (action_records.h).
#include "action_records.h"

namespace tlacore::explore {

using val::Value;

namespace {
// A record's field by name (a record's fields come in the order of the
// spec's strings, not a fixed one); none: an empty value.
Value field(const Value &record, std::string_view key) {
  if (record.kind() != val::Kind::Fcn)
    return Value();
  for (size_t i = 0; i < record.keys().size(); ++i)
    if (record.keys()[i].text() == key)
      return record.vals()[i];
  return Value();
}

Value recordOf(const model::SpecModel &m, const TlcAction &a) {
  std::string name = a.name ? a.qualifier + std::string(a.name->name) : std::string("UnnamedAction");
  // The location TLCGet("spec") lists for the action (it names an unnamed one "Action").
  std::string listed = a.name ? name : std::string("Action");
  Value location = Value::record({});
  if (m.tlcSpec)
    for (const char *part : {"inits", "actions"})
      if (Value set = field(*m.tlcSpec, part); set.kind() == val::Kind::Set)
        for (const Value &r : set.elems())
          if (Value n = field(r, "name"); n.kind() == val::Kind::String && n.text() == listed)
            location = field(r, "location");
  return Value::record({{m.strings->string("name"), m.strings->string(name)}, {m.strings->string("location"), location}});
}
} // namespace

ActionRecords::ActionRecords(const model::SpecModel &m, const ActionTable &actions) {
  for (const TlcAction &a : actions.next())
    next_.push_back(recordOf(m, a));
  if (!actions.init().empty())
    init_ = recordOf(m, actions.init().back());
}

const Value *ActionRecords::of(int action) const {
  if (action >= 0)
    return static_cast<size_t>(action) < next_.size() ? &next_[static_cast<size_t>(action)] : nullptr;
  return init_ ? &*init_ : nullptr;
}

} // namespace tlacore::explore
