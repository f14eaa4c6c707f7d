class Program_weight_tensor_meta_forwarded_states:
    name = "forwarded_states"
    shape = [1, 128, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.004103292642221451
    std = 0.9999866629373557
    data = None
    min_val = -4.252012252807617
    max_val = 4.078016757965088


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_1_modules_DenseReluDense_modules_wi_1_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_1_modules_DenseReluDense_modules_wi_1_parameters_weight_"
    shape = [1024, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.8954739726924904e-05
    std = 0.04420850952244953
    data = None


class Program_weight_tensor_meta_hidden_gelu:
    name = "hidden_gelu"
    shape = [1, 128, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.015765056724814305
    std = 0.10226638043783731
    data = None
    min_val = -0.17004074156284332
    max_val = 0.7269790768623352
