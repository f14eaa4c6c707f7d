class Program_weight_tensor_meta_x_61:
    name = "x_61"
    shape = [1, 14, 14, 128]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 8.399076067314612e-05
    std = 0.0015287142878972005
    data = None
    min_val = -0.00935167446732521
    max_val = 0.006988454610109329


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_norm_parameters_weight_:
    name = "L_self_modules_stages_modules_2_modules_blocks_modules_0_modules_norm_parameters_weight_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
