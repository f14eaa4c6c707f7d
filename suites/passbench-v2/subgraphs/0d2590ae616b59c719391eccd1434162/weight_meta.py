class Program_weight_tensor_meta_image_embeddings_2:
    name = "image_embeddings_2"
    shape = [1, 1, 4096, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00041467842979159286
    std = 0.003995746296134729
    data = None
    min_val = -0.00996082928031683
    max_val = 0.011582459323108196


class Program_weight_tensor_meta_attn_output_50:
    name = "attn_output_50"
    shape = [1, 1, 4096, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = -7.399057668243392e-05
    std = 0.003088472814521444
    data = None
    min_val = -0.009626545943319798
    max_val = 0.007680114824324846


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm4_parameters_weight_:
    name = "L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm4_parameters_weight_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm4_parameters_bias_:
    name = "L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm4_parameters_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
