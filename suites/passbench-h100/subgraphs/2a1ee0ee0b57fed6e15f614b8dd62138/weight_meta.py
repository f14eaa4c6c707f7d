class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 249, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -9.169095846588611e-08
    std = 7.87365114085578e-06
    data = None
    min_val = -2.3925169443828054e-05
    max_val = 2.529008088458795e-05


class Program_weight_tensor_meta_L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_weight_:
    name = "L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_bias_:
    name = "L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
