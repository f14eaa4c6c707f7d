class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 3601, 3072]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0019803472828753984
    std = 0.14592491454886522
    data = None
    min_val = -0.5639434456825256
    max_val = 0.5354440212249756
