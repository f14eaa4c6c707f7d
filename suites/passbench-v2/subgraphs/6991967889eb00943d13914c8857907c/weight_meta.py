class Program_weight_tensor_meta_hidden_states_5:
    name = "hidden_states_5"
    shape = [1, 18817, 3072]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0007185527502210257
    std = 0.1113141932777284
    data = None
    min_val = -0.6415531635284424
    max_val = 0.5879738926887512
