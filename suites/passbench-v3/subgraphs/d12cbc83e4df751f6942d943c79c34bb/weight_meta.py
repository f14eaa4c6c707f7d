class Program_weight_tensor_meta_hidden_states_29:
    name = "hidden_states_29"
    shape = [1, 49, 3072]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0006933615066359902
    std = 0.11151622967636307
    data = None
    min_val = -0.3978520929813385
    max_val = 0.4716290235519409
