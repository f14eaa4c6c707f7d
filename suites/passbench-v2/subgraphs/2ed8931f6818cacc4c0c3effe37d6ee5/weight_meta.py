class Program_weight_tensor_meta_hidden_states_13:
    name = "hidden_states_13"
    shape = [1, 128, 3072]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0001589434872588312
    std = 0.11097943271388734
    data = None
    min_val = -0.5615453720092773
    max_val = 0.5149844288825989
