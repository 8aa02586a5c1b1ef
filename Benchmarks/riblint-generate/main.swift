import AppGenerator
print("generator placeholder")
