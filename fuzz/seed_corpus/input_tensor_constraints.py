from sympy import Symbol, Integer
import sympy

S0 = Symbol("S0", integer=True, positive=True)
S1 = sympy.Symbol('S1')

dynamic_dim_constraint_symbols = [S0, S1]

dynamic_dim_constraint_symbol2example_value = {S0: 8, S1: 128}

dynamic_dim_constraint_relations = [S0 >= 2, S1 <= 4096, Integer(2) * S0 + 1 > S1]

dynamic_dim_constraint_input_shapes = [
    ([S0, S1, 768], "L_x_"),
    ([1, S1 * 2, -1], 'L_mask_'),
    ([S0], "L_ids_"),
]
