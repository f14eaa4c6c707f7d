class Program_weight_tensor_meta_variance:
    name = "variance"
    shape = [1, 128, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.5973607361274844e-05
    std = 7.730090645203005e-07
    data = None
    min_val = 1.4467947039520368e-05
    max_val = 1.7915486751007847e-05


class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 128, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.5123922714940323e-06
    std = 0.0039967195370478785
    data = None
    min_val = -0.019223742187023163
    max_val = 0.017086615785956383


class Program_weight_tensor_meta_L_args_0_modules_layers_modules_0_modules_input_layernorm_parameters_weight_:
    name = "L_args_0_modules_layers_modules_0_modules_input_layernorm_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
