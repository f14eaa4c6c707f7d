class Program_weight_tensor_meta_hidden_states_14:
    name = "hidden_states_14"
    shape = [1, 512, 249]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0250877348797329e-07
    std = 1.0712624213707363e-05
    data = None
    min_val = -4.58622416772414e-05
    max_val = 5.2355688239913434e-05
