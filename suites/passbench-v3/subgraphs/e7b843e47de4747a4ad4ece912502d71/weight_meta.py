class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 12, 3072]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.008343024194996614
    std = 0.81707300494186
    data = None
    min_val = -3.440279245376587
    max_val = 3.508410930633545
