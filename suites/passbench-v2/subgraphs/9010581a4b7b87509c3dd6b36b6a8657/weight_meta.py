class Program_weight_tensor_meta_L_hidden_states_:
    name = "L_hidden_states_"
    shape = [1, 256, 400]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.004040636745034179
    std = 0.059559207648808385
    data = None


class Program_weight_tensor_meta_x:
    name = "x"
    shape = [256, 128, 10]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.267652806091461e-06
    std = 0.016125955497045246
    data = None
    min_val = -0.08024979382753372
    max_val = 0.07163336873054504


class Program_weight_tensor_meta_L_self_modules_conv_parameters_bias_:
    name = "L_self_modules_conv_parameters_bias_"
    shape = [128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
