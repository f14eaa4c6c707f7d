class Program_weight_tensor_meta_embeddings:
    name = "embeddings"
    shape = [1, 32, 15, 15]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.009075326674064854
    std = 0.014515047281862764
    data = None
    min_val = -0.035816822201013565
    max_val = 0.029943227767944336


class Program_weight_tensor_meta_L_self_modules_embeddings_parameters_cls_token_:
    name = "L_self_modules_embeddings_parameters_cls_token_"
    shape = [1, 1, 32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
