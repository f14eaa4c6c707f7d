class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 128, 12, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0002122311528502632
    std = 0.010142406842587567
    data = None
    min_val = -0.030515573918819427
    max_val = 0.03042008727788925


class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_out_lin_parameters_weight_:
    name = "L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_out_lin_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.1453015435532732e-05
    std = 0.01998999977701658
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_out_lin_parameters_bias_:
    name = "L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_out_lin_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
