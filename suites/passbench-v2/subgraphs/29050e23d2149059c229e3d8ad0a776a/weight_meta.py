class Program_weight_tensor_meta_query_states_4:
    name = "query_states_4"
    shape = [1, 1025, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 5.886715872815976e-05
    std = 0.1277697481251132
    data = None
    min_val = -0.6124358177185059
    max_val = 0.6787474155426025
