class Program_weight_tensor_meta_embeddings_6:
    name = "embeddings_6"
    shape = [196, 96, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0004424136418706698
    std = 0.03801695506633063
    data = None
    min_val = -0.20660243928432465
    max_val = 0.20203255116939545


class Program_weight_tensor_meta_L_self_modules_timesformer_modules_embeddings_parameters_time_embeddings_:
    name = "L_self_modules_timesformer_modules_embeddings_parameters_time_embeddings_"
    shape = [1, 96, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_cls_tokens_1:
    name = "cls_tokens_1"
    shape = [1, 1, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0008232809863860288
    std = 0.005525780598434053
    data = None
    min_val = -0.01769866794347763
    max_val = 0.018558582291007042
