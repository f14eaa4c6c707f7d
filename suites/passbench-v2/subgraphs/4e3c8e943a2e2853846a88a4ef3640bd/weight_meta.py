class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 49, 16, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0019352556957574808
    std = 0.08551312380688383
    data = None
    min_val = -0.2800266742706299
    max_val = 0.23973821103572845


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.3949425733713174e-07
    std = 0.019965701261974854
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
