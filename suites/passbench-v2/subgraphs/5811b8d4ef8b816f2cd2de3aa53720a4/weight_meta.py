class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 50, 12, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.1324963461719999e-05
    std = 0.0033609961672178444
    data = None
    min_val = -0.01009146124124527
    max_val = 0.008703978732228279


class Program_weight_tensor_meta_L_self_modules_semantic_model_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_weight_:
    name = "L_self_modules_semantic_model_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.7376641800122172e-05
    std = 0.020017838426901958
    data = None


class Program_weight_tensor_meta_L_self_modules_semantic_model_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_bias_:
    name = "L_self_modules_semantic_model_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
