class Program_weight_tensor_meta_L_hidden_states_:
    name = "L_hidden_states_"
    shape = [1, 256, 864]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.004969988656097517
    std = 0.09590071867182118
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_parameters_weight_:
    name = "L_self_modules_conv_parameters_weight_"
    shape = [256, 128, 10]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -8.937023906233554e-05
    std = 0.03956857636343203
    data = None


class Program_weight_tensor_meta_L_self_modules_conv_parameters_bias_:
    name = "L_self_modules_conv_parameters_bias_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0009874641046963006
    std = 0.010735242924891907
    data = None
