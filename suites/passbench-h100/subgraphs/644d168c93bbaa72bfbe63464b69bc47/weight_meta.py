class Program_weight_tensor_meta_L_token_type_ids_:
    name = "L_token_type_ids_"
    shape = [1, 21]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_token_type_embeddings_parameters_weight_:
    name = "L_self_modules_embeddings_modules_token_type_embeddings_parameters_weight_"
    shape = [2, 128]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.002
    std = 0.019
    data = None


class Program_weight_tensor_meta_inputs_embeds:
    name = "inputs_embeds"
    shape = [1, 21, 128]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -5.927975601399418e-06
    std = 0.004014565848708145
    data = None
    min_val = -0.014203513972461224
    max_val = 0.014603142626583576
