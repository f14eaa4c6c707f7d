class Program_weight_tensor_meta_hidden_states_3:
    name = "hidden_states_3"
    shape = [1, 16, 205, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00013486483998445528
    std = 0.12737184077507888
    data = None
    min_val = -0.5876040458679199
    max_val = 0.5690352916717529
