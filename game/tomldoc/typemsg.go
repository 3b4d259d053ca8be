package tomldoc

import (
	"regexp"
	"strings"
)

// typeMismatch is go-toml's message for a value of the wrong type, which
// names Go struct fields a data file's author never sees.
var typeMismatch = regexp.MustCompile(`^cannot decode TOML (.+?) into struct field \S+ of type (.+)$`)

// plainTypeMsg says a type mismatch in the file's own terms: "text where a
// whole number is expected"; other messages pass unchanged.
func plainTypeMsg(msg string) string {
	m := typeMismatch.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	return tomlKind(m[1]) + " where " + goKind(m[2]) + " is expected"
}

func tomlKind(k string) string {
	switch k {
	case "string":
		return "text"
	case "integer":
		return "a whole number"
	case "float":
		return "a decimal number"
	case "boolean":
		return "true or false"
	case "array":
		return "a list"
	case "table", "inline table":
		return "a table"
	}
	return "a " + k
}

func goKind(t string) string {
	switch {
	case strings.HasPrefix(t, "[]"):
		return "a list"
	case strings.HasPrefix(t, "int"), strings.HasPrefix(t, "uint"):
		return "a whole number"
	case strings.HasPrefix(t, "float"):
		return "a number"
	case t == "string":
		return "text in quotes"
	case t == "bool":
		return "true or false"
	case strings.HasPrefix(t, "struct"), strings.HasPrefix(t, "map"):
		return "a table"
	}
	return "a value of another kind"
}
