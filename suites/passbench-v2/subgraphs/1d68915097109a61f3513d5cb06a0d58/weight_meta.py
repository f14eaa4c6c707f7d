class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 257, 3072]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00021678024460382758
    std = 0.10034844756631171
    data = None
    min_val = -0.4667409658432007
    max_val = 0.5257024765014648
