class Program_weight_tensor_meta_add_24:
    name = "add_24"
    shape = [1, 128, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.20175935211591423
    std = 0.008254216410744687
    data = None
    min_val = 0.17522744834423065
    max_val = 0.2292749136686325


class Program_weight_tensor_meta_attention_output_2:
    name = "attention_output_2"
    shape = [1, 128, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0015378197141844296
    std = 0.44917427313031694
    data = None
    min_val = -2.0140931606292725
    max_val = 1.9691487550735474


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_2_modules_layer_modules_1_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_2_modules_layer_modules_1_modules_layer_norm_parameters_weight_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
