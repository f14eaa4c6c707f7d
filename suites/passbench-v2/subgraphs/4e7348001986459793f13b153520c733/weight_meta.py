class Program_weight_tensor_meta_hidden_states_26:
    name = "hidden_states_26"
    shape = [1, 512, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = -5.358994425871843e-13
    std = 8.530267613995424e-11
    data = None
    min_val = -3.597413200662203e-10
    max_val = 3.698436557009188e-10
