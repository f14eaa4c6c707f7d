class Program_weight_tensor_meta_hidden_states_32:
    name = "hidden_states_32"
    shape = [1, 28, 28, 192]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.707484810463314e-11
    std = 0.9991833653988025
    data = None
    min_val = -4.453722953796387
    max_val = 4.357814788818359
