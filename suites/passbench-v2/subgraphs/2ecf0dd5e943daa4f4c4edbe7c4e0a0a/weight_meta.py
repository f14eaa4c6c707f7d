class Program_weight_tensor_meta_L_encoder_hidden_states_:
    name = "L_encoder_hidden_states_"
    shape = [1, 1045, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -9.054160681592002e-08
    std = 0.9999970458582758
    data = None


class Program_weight_tensor_meta_L_self_modules_value_proj_parameters_weight_:
    name = "L_self_modules_value_proj_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00012170728504476945
    std = 0.06234930695428114
    data = None


class Program_weight_tensor_meta_L_self_modules_value_proj_parameters_bias_:
    name = "L_self_modules_value_proj_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_attention_mask_:
    name = "L_attention_mask_"
    shape = [1, 1045]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
