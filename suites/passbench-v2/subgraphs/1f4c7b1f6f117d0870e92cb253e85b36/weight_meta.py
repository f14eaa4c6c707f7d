class Program_weight_tensor_meta_attn_output_18:
    name = "attn_output_18"
    shape = [1, 1500, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0005345657341837247
    std = 0.031206982939375936
    data = None
    min_val = -0.0990707278251648
    max_val = 0.09860299527645111


class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_self_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_3_modules_self_attn_modules_out_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.589359694236074e-05
    std = 0.020008469961739897
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_self_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_3_modules_self_attn_modules_out_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
