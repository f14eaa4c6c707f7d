class Program_weight_tensor_meta_attn_output_13:
    name = "attn_output_13"
    shape = [1, 1214, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00018210209769863178
    std = 0.01169082210776325
    data = None
    min_val = -0.032533198595047
    max_val = 0.04119786247611046


class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_attention_modules_o_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_2_modules_attention_modules_o_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.1136075872219699e-05
    std = 0.020006671421255416
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_attention_modules_o_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_2_modules_attention_modules_o_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
