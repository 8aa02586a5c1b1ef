import Foundation
@testable import RIBLintCore
import XCTest

final class ConfigurationTests: XCTestCase {
    private func load(_ override: String?, name: String = "project/rules.json") throws -> Configuration {
        try ConfigurationLoader.load(overrideText: override, overrideName: name, knownRules: specRules)
    }

    private func loadError(_ override: String, name: String = "project/rules.json",
                           file: StaticString = #filePath, line: UInt = #line) -> ConfigurationError? {
        do {
            _ = try load(override, name: name)
            XCTFail("expected a configuration error", file: file, line: line)
            return nil
        } catch let error as ConfigurationError {
            return error
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return nil
        }
    }

    func testEmbeddedDefaultIsByteIdenticalToRulesJSON() throws {
        let onDisk = Array(try Data(contentsOf: packageRoot.appendingPathComponent("rules.json")))
        let embedded = Array(DefaultConfiguration.text.utf8)
        let common = min(onDisk.count, embedded.count)
        let firstDifference = (0..<common).first { onDisk[$0] != embedded[$0] } ?? common
        XCTAssertTrue(onDisk == embedded, "rules.json (\(onDisk.count) bytes) and the embedded default (\(embedded.count) bytes) "
                      + "differ from byte \(firstDifference): run scripts/sync-default-config")
    }

    func testDefaultsLoad() throws {
        let configuration = try load(nil)
        XCTAssertEqual(configuration.version, 1)
        XCTAssertEqual(configuration.sources, ["rules.json (built-in default)"])
        XCTAssertEqual(configuration.include, ["**/*.swift", "**/*.h", "**/*.m", "**/*.mm"])
        for pattern in [".build", "Pods", "Carthage", "DerivedData", "*Tests", "*Mocks.swift", "*Mock.swift", "Mocks/",
                        "NeedleGenerated.swift", "*.generated.swift"] {
            XCTAssertTrue(configuration.exclude.contains(pattern), pattern)
        }
        XCTAssertEqual(configuration.framework, FrameworkVocabulary.default)
        XCTAssertEqual(configuration.rules.count, specRules.count + 1)
        for rule in specRules {
            XCTAssertEqual(configuration.settings(for: rule.id)?.severity, rule.defaultSeverity, rule.id)
            XCTAssertEqual(configuration.isEnabled(rule.id), true, rule.id)
        }
        let unused = configuration.settings(for: "lint/unused-suppression")
        XCTAssertEqual(unused, RuleSettings(enabled: true, severity: .warning, options: [:]))
        let strongListener = try XCTUnwrap(configuration.settings(for: "leak/strong-listener"))
        XCTAssertEqual(strongListener.strings("typeSuffixes"), ["Listener", "PresentableListener", "Delegate", "Routing"])
        XCTAssertEqual(strongListener.strings("propertyNames"), ["listener", "router", "delegate"])
    }

    func testFrameworkKeysAreExactlyTheVocabularysFields() throws {
        let properties = Mirror(reflecting: FrameworkVocabulary.default).children.compactMap(\.label)
        XCTAssertEqual(properties, FrameworkVocabulary.fieldNames)
        for field in FrameworkVocabulary.fieldNames {
            var vocabulary = FrameworkVocabulary.default
            XCTAssertTrue(vocabulary.setValues(["X"], forField: field), field)
            XCTAssertEqual(vocabulary.values(forField: field), ["X"], field)
            XCTAssertNotEqual(vocabulary, FrameworkVocabulary.default, field)
        }
        let root = try XCTUnwrap(try ConfigValue.parse(DefaultConfiguration.text, file: "rules.json").objectValue)
        let framework = try XCTUnwrap(root["framework"]?.objectValue)
        XCTAssertEqual(framework.keys.filter { !$0.hasPrefix("$comment") }.sorted(), FrameworkVocabulary.fieldNames.sorted())
        for field in FrameworkVocabulary.fieldNames {
            XCTAssertEqual(framework[field]?.stringArray, FrameworkVocabulary.default.values(forField: field), field)
            XCTAssertNotNil(framework["$comment.\(field)"], "framework.\(field) is undocumented")
        }
        XCTAssertEqual(root.keys.filter { !$0.hasPrefix("$comment") }.sorted(), ["exclude", "framework", "include", "rules", "version"])
        for key in ["version", "include", "exclude", "rules", "framework"] {
            XCTAssertNotNil(root["$comment.\(key)"], "\(key) is undocumented")
        }
    }

    func testDefaultFileAgreesWithTheRegistry() {
        XCTAssertEqual(ConfigurationLoader.consistencyProblems(knownRules: specRules + [RuleMetadata.unusedSuppression]), [])
        let problems = ConfigurationLoader.consistencyProblems(knownRules: Array(specRules.dropFirst()))
        XCTAssertEqual(problems, ["rules.json lists leak/strong-listener, which no rule registers",
                                  "rules.json lists lint/unused-suppression, which no rule registers"])
    }

    func testOverrideMergesKeyByKey() throws {
        let configuration = try load("""
        {
          "$comment": "our settings",
          "exclude": ["Vendor"],
          "rules": {
            "leak/strong-listener": {"severity": "warning", "options": {"propertyNames": ["owner"]}},
            "di/unused-dependency": {"enabled": false}
          },
          "framework": {"roots": ["Root"], "$comment.roots": "the app's root"}
        }
        """)
        XCTAssertEqual(configuration.sources, ["rules.json (built-in default)", "project/rules.json"])
        XCTAssertEqual(configuration.exclude, ["Vendor"])
        XCTAssertEqual(configuration.include, ["**/*.swift", "**/*.h", "**/*.m", "**/*.mm"])
        let strongListener = try XCTUnwrap(configuration.settings(for: "leak/strong-listener"))
        XCTAssertEqual(strongListener.severity, .warning)
        XCTAssertTrue(strongListener.enabled)
        XCTAssertEqual(strongListener.strings("propertyNames"), ["owner"])
        XCTAssertEqual(strongListener.strings("typeSuffixes"), ["Listener", "PresentableListener", "Delegate", "Routing"])
        XCTAssertFalse(configuration.isEnabled("di/unused-dependency"))
        XCTAssertEqual(configuration.settings(for: "di/unused-dependency")?.severity, .info)
        XCTAssertFalse(configuration.enabledRuleIds.contains("di/unused-dependency"))
        XCTAssertNil(configuration.enabledRuleSeverities["di/unused-dependency"])
        XCTAssertEqual(configuration.enabledRuleSeverities["leak/strong-listener"], .warning)
        XCTAssertEqual(configuration.enabledRuleSeverities.count, specRules.count)
        XCTAssertEqual(configuration.framework.roots, ["Root"])
        XCTAssertEqual(configuration.framework.interactorBases, ["Interactor", "PresentableInteractor"])
    }

    func testOverrideFromFile() throws {
        let directory = try temporaryDirectory(self)
        let path = directory.appendingPathComponent("rules.json").path
        try #"{"rules": {"rx/subscription-in-router": {"severity": "error"}}}"#.write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertEqual(ConfigurationLoader.projectConfigurationPath(inRoot: directory.path), path)
        XCTAssertNil(ConfigurationLoader.projectConfigurationPath(inRoot: directory.appendingPathComponent("none").path))
        let configuration = try ConfigurationLoader.load(overridePath: path, knownRules: specRules)
        XCTAssertEqual(configuration.settings(for: "rx/subscription-in-router")?.severity, .error)
    }

    func testMissingFileNamesIt() {
        XCTAssertThrowsError(try ConfigurationLoader.load(overridePath: "/nonexistent/rules.json", knownRules: specRules)) { error in
            XCTAssertEqual("\(error)", "/nonexistent/rules.json: cannot read: No such file or directory")
        }
    }

    func testInvalidUTF8IsAnError() throws {
        let path = try temporaryDirectory(self).appendingPathComponent("rules.json").path
        try Data([0x7B, 0x22, 0xFF, 0x22, 0x7D]).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try ConfigurationLoader.load(overridePath: path, knownRules: specRules)) { error in
            XCTAssertEqual("\(error)", "\(path): not valid UTF-8")
        }
    }

    func testUnknownTopLevelKey() {
        let error = loadError("{\n  \"exlude\": []\n}")
        XCTAssertEqual(error?.description, "project/rules.json:2:3: exlude: unknown key \"exlude\"; did you mean \"exclude\"? "
                       + "(expected one of: version, include, exclude, rules, framework)")
    }

    func testUnknownRuleId() {
        let error = loadError(#"{"rules": {"leak/strong-listner": {"enabled": false}}}"#)
        XCTAssertEqual(error?.keyPath, "rules.leak/strong-listner")
        XCTAssertEqual(error?.description, "project/rules.json:1:12: rules.leak/strong-listner: unknown rule id "
                       + "\"leak/strong-listner\"; did you mean \"leak/strong-listener\"? (`riblint rules` lists every rule)")
    }

    func testUnknownSeverity() {
        let error = loadError("{\"rules\": {\n  \"leak/strong-listener\": {\"severity\": \"fatal\"}}}")
        XCTAssertEqual(error?.description, "project/rules.json:2:40: rules.leak/strong-listener.severity: unknown severity "
                       + "\"fatal\"; expected one of \"info\", \"warning\", \"error\"")
    }

    func testWrongTypes() {
        XCTAssertEqual(loadError(#"{"rules": {"leak/strong-listener": {"enabled": "yes"}}}"#)?.description,
                       "project/rules.json:1:48: rules.leak/strong-listener.enabled: expected a boolean (true or false), found a string")
        XCTAssertEqual(loadError(#"{"rules": {"leak/strong-listener": {"severity": 2}}}"#)?.problem,
                       "expected one of \"info\", \"warning\", \"error\", found an integer")
        XCTAssertEqual(loadError(#"{"include": "**/*.swift"}"#)?.description,
                       "project/rules.json:1:13: include: expected an array of strings, found a string")
        XCTAssertEqual(loadError(#"{"exclude": ["Pods", 3]}"#)?.keyPath, "exclude[1]")
        XCTAssertEqual(loadError(#"{"version": "1"}"#)?.problem, "expected an integer (1), found a string")
        XCTAssertEqual(loadError(#"{"version": 2}"#)?.problem, "unsupported version 2; this riblint reads version 1")
        XCTAssertEqual(loadError(#"[]"#)?.description, "project/rules.json:1:1: expected an object at the top level, found an array")
        XCTAssertEqual(loadError(#"{"framework": {"roots": "Root"}}"#)?.description,
                       "project/rules.json:1:25: framework.roots: expected an array of strings, found a string")
        XCTAssertEqual(loadError(#"{"framework": {"interactorBase": []}}"#)?.keyPath, "framework.interactorBase")
        XCTAssertEqual(loadError(#"{"rules": {"leak/strong-listener": {"level": "error"}}}"#)?.problem,
                       "unknown key \"level\" (expected one of: enabled, severity, options)")
    }

    func testOptionsAreCheckedAgainstTheRulesOptions() {
        XCTAssertEqual(loadError(#"{"rules": {"leak/strong-listener": {"options": {"typeSuffixes": "Listener"}}}}"#)?.description,
                       "project/rules.json:1:65: rules.leak/strong-listener.options.typeSuffixes: expected an array of strings, found a string")
        XCTAssertEqual(loadError(#"{"rules": {"leak/strong-listener": {"options": {"typeSuffixes": ["Listener", 1]}}}}"#)?.problem,
                       "expected an array of strings, found an integer at index 1")
        XCTAssertEqual(loadError(#"{"rules": {"leak/strong-listener": {"options": {"propertyName": []}}}}"#)?.problem,
                       "unknown key \"propertyName\"; did you mean \"propertyNames\"? (expected one of: propertyNames, typeSuffixes)")
        XCTAssertEqual(loadError(#"{"rules": {"di/unshared-instance": {"options": {"strict": true}}}}"#)?.problem,
                       "unknown option \"strict\"; di/unshared-instance has no options")
    }

    func testUnparsableJSONGivesLineAndColumn() {
        XCTAssertEqual(loadError("{\n  \"include\": [\"a\",]\n}")?.description,
                       "project/rules.json:2:19: include: invalid JSON: trailing comma before ']'")
        XCTAssertEqual(loadError("{\n  \"rules\": {\n    \"leak/strong-listener\": {\"enabled\": tru}\n  }\n}")?.description,
                       "project/rules.json:3:41: rules.leak/strong-listener.enabled: invalid JSON: unexpected 't'; expected a value")
        XCTAssertEqual(loadError("{\"include\": [] \"exclude\": []}")?.description,
                       "project/rules.json:1:16: invalid JSON: unexpected '\"'; expected ',' or '}' after the value of \"include\"")
        XCTAssertEqual(loadError("")?.problem, "invalid JSON: the file is empty; expected a JSON object")
        XCTAssertEqual(loadError("{\"a\": \"x\ny\"}")?.problem, "invalid JSON: line break inside a string; write \\n")
        XCTAssertEqual(loadError("{\"version\": 1, \"version\": 1}")?.problem, "duplicate key \"version\"")
        XCTAssertEqual(loadError("// comment\n{}")?.description, "project/rules.json:1:1: invalid JSON: unexpected '/'; expected a value")
    }

    func testABrokenDefaultNamesTheBuiltInFile() {
        XCTAssertThrowsError(try ConfigurationLoader.load(defaultText: "{\"rules\": 1}", overrideText: nil, overrideName: "",
                                                          knownRules: specRules)) { error in
            XCTAssertEqual("\(error)", "rules.json (built-in default):1:11: rules: expected an object of rule ids, found an integer")
        }
    }

    func testJSONParserValues() throws {
        let value = try ConfigValue.parse(#"{"a": [1, -2.5e1, true, null, "\u00e9\ud83d\ude00\n\"\\\/"], "b": {}}"#, file: "x")
        XCTAssertEqual(value, .object([
            "a": .array([.integer(1), .number(-25), .bool(true), .null, .string("é😀\n\"\\/")]),
            "b": .object([:]),
        ]))
        XCTAssertThrowsError(try ConfigValue.parse(#"["\ud83d"]"#, file: "x"))
        XCTAssertThrowsError(try ConfigValue.parse("[01]", file: "x"))
        XCTAssertThrowsError(try ConfigValue.parse("[1.]", file: "x"))
        XCTAssertThrowsError(try ConfigValue.parse(String(repeating: "[", count: 1000), file: "x"))
        XCTAssertEqual(try ConfigValue.parse("\u{FEFF}{}", file: "x"), .object([:]))
    }

    func testApplySettings() throws {
        let configuration = try load(#"{"rules": {"di/unused-dependency": {"enabled": false}, "leak/strong-listener": {"severity": "info"}}}"#)
        let findings = [
            Finding(rule: "di/unused-dependency", severity: .info, file: "a.swift", line: 1, column: 1, message: "m"),
            Finding(rule: "leak/strong-listener", severity: .error, file: "a.swift", line: 2, column: 1, message: "m"),
            Finding(rule: "x/unknown", severity: .warning, file: "a.swift", line: 3, column: 1, message: "m"),
        ]
        let applied = configuration.applySettings(to: findings)
        XCTAssertEqual(applied.map(\.rule), ["leak/strong-listener", "x/unknown"])
        XCTAssertEqual(applied.map(\.severity), [.info, .warning])
    }
}
