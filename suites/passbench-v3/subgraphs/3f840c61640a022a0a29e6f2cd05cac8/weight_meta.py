class Program_weight_tensor_meta_hidden_states_68:
    name = "hidden_states_68"
    shape = [1, 784, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.6062521659704543e-08
    std = 1.1616829363738583e-05
    data = None
    min_val = -5.270401015877724e-05
    max_val = 5.2260031225159764e-05


class Program_weight_tensor_meta_hidden_states_59:
    name = "hidden_states_59"
    shape = [1, 784, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.887820070309484e-06
    std = 0.9988517328781702
    data = None
    min_val = -4.3233184814453125
    max_val = 4.312508583068848


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_1_modules_layer_norm_parameters_weight_"
    shape = [64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_layer_norm_parameters_bias_:
    name = "L_self_modules_stages_modules_1_modules_layer_norm_parameters_bias_"
    shape = [64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
