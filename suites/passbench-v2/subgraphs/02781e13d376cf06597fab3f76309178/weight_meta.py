class Program_weight_tensor_meta_hidden_states_11:
    name = "hidden_states_11"
    shape = [1, 56, 56, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.1172396492458626e-10
    std = 0.9999949274061618
    data = None
    min_val = -4.886293411254883
    max_val = 4.56920051574707
