class Program_weight_tensor_meta_attn_output_5:
    name = "attn_output_5"
    shape = [1, 577, 12, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00024111294914701416
    std = 0.007350875483505984
    data = None
    min_val = -0.02571854554116726
    max_val = 0.019863655790686607


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -4.130164530147034e-05
    std = 0.019996187992194523
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
