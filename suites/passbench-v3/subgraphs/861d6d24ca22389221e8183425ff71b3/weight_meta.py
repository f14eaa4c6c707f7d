class Program_weight_tensor_meta_attn_output_125:
    name = "attn_output_125"
    shape = [1, 77, 6, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00035511283759374917
    std = 0.026502221963238693
    data = None
    min_val = -0.3168145418167114
    max_val = 0.3778420686721802


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_weight_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.4373614935103595e-05
    std = 0.019992173567006957
    data = None
