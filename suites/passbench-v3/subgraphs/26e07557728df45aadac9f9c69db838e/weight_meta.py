class Program_weight_tensor_meta_hidden_states_102:
    name = "hidden_states_102"
    shape = [1, 4, 512]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.2213077445623333e-05
    std = 0.00036826745528740194
    data = None
    min_val = -0.0022277531679719687
    max_val = 0.001983895432204008
