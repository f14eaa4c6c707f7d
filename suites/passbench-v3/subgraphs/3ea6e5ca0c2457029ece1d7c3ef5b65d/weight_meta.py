class Program_weight_tensor_meta_rel_embeddings_1:
    name = "rel_embeddings_1"
    shape = [1, 512, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 4.4271855394647136e-10
    std = 0.9968755534137956
    data = None
    min_val = -4.593270778656006
    max_val = 4.647739410400391


class Program_weight_tensor_meta_L_self_modules_encoder_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 6.199656969624766e-07
    std = 0.02003037330695762
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_proj_parameters_bias_:
    name = "L_self_modules_encoder_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_key_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
