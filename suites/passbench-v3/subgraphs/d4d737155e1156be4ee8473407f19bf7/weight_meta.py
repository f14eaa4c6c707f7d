class Program_weight_tensor_meta_hidden_states_11:
    name = "hidden_states_11"
    shape = [1, 197, 3072]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.285932944854586e-05
    std = 0.11101232461243894
    data = None
    min_val = -0.5075584053993225
    max_val = 0.5238255858421326
