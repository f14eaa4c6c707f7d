class Program_weight_tensor_meta_position_embeddings_2:
    name = "position_embeddings_2"
    shape = [1, 1024, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0008218127273448714
    std = 0.020440628693259407
    data = None
    min_val = -0.09114952385425568
    max_val = 0.08325595408678055
