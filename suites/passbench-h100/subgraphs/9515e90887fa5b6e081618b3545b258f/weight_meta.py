class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 15, 37]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.001015255777144318
    std = 0.021548230475121086
    data = None
    min_val = -0.06790868192911148
    max_val = 0.07098807394504547
