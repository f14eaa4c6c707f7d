class Program_weight_tensor_meta_attention_probs_1:
    name = "attention_probs_1"
    shape = [1, 4, 45, 45]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.022222222306156232
    std = 7.57254571246794e-05
    data = None
    min_val = 0.021864889189600945
    max_val = 0.02259085886180401


class Program_weight_tensor_meta_value_layer:
    name = "value_layer"
    shape = [1, 4, 45, 8]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0013066814600986416
    std = 0.021887375532140683
    data = None
    min_val = -0.07731197774410248
    max_val = 0.06736283004283905


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_relative_positions_encoding_buffers_positions_encoding_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_relative_positions_encoding_buffers_positions_encoding_"
    shape = [128, 128, 8]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.344
    std = 0.618
    data = None
