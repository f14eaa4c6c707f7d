class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 12, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.012651381877117304
    std = 0.1453975795520069
    data = None
    min_val = -0.4595891535282135
    max_val = 0.38869550824165344


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.046
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.002
    std = 0.08
    data = None
