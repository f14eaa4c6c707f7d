class Program_weight_tensor_meta_hidden_states_99:
    name = "hidden_states_99"
    shape = [1, 640, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.889095714467517e-06
    std = 0.000562687918294759
    data = None
    min_val = -0.0030019194819033146
    max_val = 0.0029684125911444426
