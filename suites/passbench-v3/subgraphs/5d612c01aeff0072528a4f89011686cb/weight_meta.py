class Program_weight_tensor_meta_embeddings_2:
    name = "embeddings_2"
    shape = [1, 128, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.1877166033088157e-10
    std = 0.998434654667374
    data = None
    min_val = -4.039089202880859
    max_val = 4.389986991882324


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_in_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_in_proj_parameters_weight_"
    shape = [2304, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -9.7332117772411e-06
    std = 0.019993397794189193
    data = None
