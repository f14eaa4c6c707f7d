class Program_weight_tensor_meta_temporal_embedding_12:
    name = "temporal_embedding_12"
    shape = [1, 18816, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 9.12452013199854e-05
    std = 0.04832523849276035
    data = None
    min_val = -0.25358179211616516
    max_val = 0.23294402658939362
